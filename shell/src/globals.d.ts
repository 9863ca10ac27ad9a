declare const __FALLBACK_REGISTRY__: { name: string; manifestUrl: string }[];
declare const __APP_VERSION__: string;

/** Images imported from the shell's code: webpack emits them and gives their URL. */
declare module '*.png' {
  const url: string;
  export default url;
}

declare module '*.ico' {
  const url: string;
  export default url;
}

declare module '*.svg' {
  const url: string;
  export default url;
}
