import path from 'node:path';

export const root = path.resolve(__dirname, '..', '..');
export const dataDir = path.join(root, '.data');
export const goBin = path.join(process.env.GOPATH ?? path.join(process.env.HOME ?? '/root', 'go'), 'bin');
