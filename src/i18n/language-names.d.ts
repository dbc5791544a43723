/** Each catalogue's language name in that language, worked out by the build (vite.config.ts `define`). */
declare const __LANGUAGE_NAMES__: Readonly<Record<string, string>>;
