/**
 * A language's name in that language, as a player who reads only it looks for it ("Français"): `Intl`'s name with a
 * capital first letter. The build works these out once for every catalogue (vite.config.ts, `__LANGUAGE_NAMES__`), so
 * the page creates no `Intl.DisplayNames` of its own: a page's first `Intl` object loads the browser's locale data, a
 * long task on a slow phone, and most screens format nothing else at first.
 */
export function autonymOf(language: string): string {
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}
