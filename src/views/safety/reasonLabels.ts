import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ReportReasonCode } from '../../app/safety';

/** Each report reason as a person reads it (the dialog's choices and the admin's counts). */
export const reasonLabels: Record<ReportReasonCode, MessageDescriptor> = {
  spam: msg`Spam`,
  harassment: msg`Harassment`,
  impersonation: msg`Impersonation`,
  underage: msg`Underage`,
  copyright: msg`Copyright`,
  other: msg`Other`,
};
