// Stands in for stylis's vendor-prefix table in the browser bundles (see `index.mjs`):
// styled-components runs it only under `<StyleSheetManager enableVendorPrefixes>`, which no app
// uses (the browsers they target need no prefixes). Fails loudly rather than prefix nothing.
export function prefix() {
  throw new Error(
    'Vendor prefixes are not built into the front ends: drop the stylis replacement in @ssc/rspack-config first.',
  );
}
