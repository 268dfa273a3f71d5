/** Where the build keeps the catalogs' parts, relative to the app's base (build/catalog-parts.ts). */
declare const __CATALOG_PARTS_URL__: string;
