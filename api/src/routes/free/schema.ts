export {
  FreeArtBody,
  FreeChatBody,
  FreeMusicBody,
  FreeQuotaQuery,
  FreeRestoreQuery,
} from '@inkpress/shared-core';
