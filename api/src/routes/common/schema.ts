/** PUT /api/common/settings: shared-core's body (defined once). */
export { CommonSettingsBody as UpdateSettingsBody } from '@inkpress/shared-core';
