/** Shared singletons: exactly one copy of each lives in the page. */
export declare const shared: {
  react: {
    singleton: boolean;
    requiredVersion: string;
    strictVersion: boolean;
  };
  'react/': {
    singleton: boolean;
    requiredVersion: string;
    strictVersion: boolean;
  };
  'react-dom': {
    singleton: boolean;
    requiredVersion: string;
    strictVersion: boolean;
  };
  'react-dom/': {
    singleton: boolean;
    requiredVersion: string;
    strictVersion: boolean;
  };
  'react-router-dom': {
    import: string;
    version: string;
    singleton: boolean;
    requiredVersion: string;
    strictVersion: boolean;
  };
  mobx: {
    singleton: boolean;
    requiredVersion: string;
    strictVersion: boolean;
  };
  'mobx-react-lite': {
    singleton: boolean;
    requiredVersion: string;
    strictVersion: boolean;
  };
  'styled-components': {
    singleton: boolean;
    requiredVersion: string;
    strictVersion: boolean;
  };
  '@inkpress/shared-ui': {
    singleton: boolean;
    requiredVersion: string;
    strictVersion: boolean;
  };
  '@inkpress/shared-core': {
    singleton: boolean;
    requiredVersion: string;
    strictVersion: boolean;
  };
};
export interface RemoteDefinition {
  /** Folder and package name. */
  folder: string;
  /** Federation container name (a JS identifier). */
  name: string;
  /** Port of its own origin in `npm start`. */
  port: number;
}
export declare const remotes: RemoteDefinition[];
export declare const SHELL_PORT = 3000;
export declare const API_PORT = 4000;
