import { checkRouteTable } from '@inkpress/shared-ui/testing';
import routes from './routes';

checkRouteTable('mfe_editor', routes);
