import { boot } from './widget';

boot(document, document.currentScript);
