declare const __FALLBACK_REGISTRY__: { name: string; manifestUrl: string }[];
declare const __APP_VERSION__: string;
