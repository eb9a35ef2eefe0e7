import { Global, css } from '@emotion/react';
import { theme } from './theme';

export function GlobalStyle() {
  return (
    <Global
      styles={css`
        *,
        *::before,
        *::after {
          box-sizing: border-box;
        }
        html,
        body {
          margin: 0;
          padding: 0;
          background: ${theme.color.page};
          color: ${theme.color.text};
          font-family: ${theme.font};
          font-size: 15px;
          line-height: 1.5;
          -webkit-font-smoothing: antialiased;
        }
        a {
          color: ${theme.color.brand};
        }
        button,
        input,
        textarea,
        select {
          font: inherit;
        }
        :focus-visible {
          outline: 3px solid ${theme.color.brand};
          outline-offset: 2px;
        }
        .visually-hidden {
          position: absolute !important;
          width: 1px;
          height: 1px;
          overflow: hidden;
          clip: rect(0 0 0 0);
          white-space: nowrap;
        }
      `}
    />
  );
}
