import { contactBody } from '@inkpress/shared-core';

export const ContactBody = contactBody;
