/** A mail the platform sends; `otp` is kept beside the text so the dev outbox can show it. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  otp?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close?(): void;
}
