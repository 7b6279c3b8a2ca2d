/** Style sheets are bundled by esbuild into app.css. */
declare module '*.css';
