/** Stands in for uPlot, which needs a real canvas and matchMedia: records what each chart was drawn with. */
export default class FakePlot {
  static instances: FakePlot[] = [];
  destroyed = false;
  readonly sizes: { width: number; height: number }[] = [];

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

  setSize(size: { width: number; height: number }): void {
    this.sizes.push(size);
  }

  destroy(): void {
    this.destroyed = true;
  }
}
