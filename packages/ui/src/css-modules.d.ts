/** A CSS module's class names, as the app's bundler (Vite) gives them. */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

/** A file's address in the build, as Vite gives it for a `?url` import. */
declare module '*?url' {
  const url: string;
  export default url;
}
