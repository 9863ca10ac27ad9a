export * from './components';
export * from './federation';
export * from './hooks';
export * from './icons';
export * from './store';
export * from './theme';
