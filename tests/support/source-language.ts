/**
 * Each test file starts as the page does once a screen has loaded (src/main.tsx starts the language before anything
 * is worded, and each screen loads its part of the catalogue beside its code): the source language ("As specified")
 * active, every part of its catalogue loaded, so a screen rendered on its own is worded in full. A module that words something (the wording module, a screen) then words it as the
 * page would, whatever the file before left active. A file that needs another language switches to it, as the
 * language tests under tests/ui do.
 */
const { loadAllSourceMessages } = await import('../../src/i18n/i18n');
await loadAllSourceMessages();
