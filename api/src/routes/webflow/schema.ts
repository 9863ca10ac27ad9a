/** The Webflow bodies: shared-core's, the ones the connect popup checks (defined once). */
import {
  WebflowCollectionsBody as SharedCollectionsBody,
  WebflowConnectBody as SharedConnectBody,
} from '@inkpress/shared-core';

/** POST /api/integrations/webflow/collections */
export const WebflowCollectionsBody = SharedCollectionsBody;
/** POST /api/integrations/webflow */
export const WebflowConnectBody = SharedConnectBody;
