import { createRoot } from 'react-dom/client';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import styled from '@emotion/styled';

const Box = styled.div`color: teal;`;
i18n.loadAndActivate({ locale: 'en', messages: {} });
createRoot(document.getElementById('root')!).render(<I18nProvider i18n={i18n}><Box><Trans>Hello</Trans></Box></I18nProvider>);
