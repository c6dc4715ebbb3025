/** A CSS module's class names, as the app's bundler (Vite) gives them. */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
