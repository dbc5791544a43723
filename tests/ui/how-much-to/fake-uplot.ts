/** Stands in for uPlot, which needs a real canvas and matchMedia: records what each chart was drawn with. */
export default class FakePlot {
  static instances: FakePlot[] = [];
  destroyed = false;
  readonly sizes: { width: number; height: number }[] = [];
  /** The data each later answer put into this chart (the first is `data`). */
  readonly updates: [number[], number[]][] = [];

  constructor(
    readonly options: { series: { stroke?: string }[]; axes: { stroke?: string }[]; width: number },
    readonly data: [number[], number[]],
    readonly target: HTMLElement,
  ) {
    FakePlot.instances.push(this);
    const canvas = document.createElement('div');
    canvas.className = 'fake-uplot';
    target.append(canvas);
  }

  setData(data: [number[], number[]]): void {
    this.updates.push(data);
  }

  setSize(size: { width: number; height: number }): void {
    this.sizes.push(size);
  }

  destroy(): void {
    this.destroyed = true;
  }
}
