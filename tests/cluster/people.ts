/** People of the cluster's journeys, signed up through the balancer as a person does: the code comes by mail. */
import { Endpoints } from '../../contract/endpoints';
import { signup } from '../api/harness';
import { freshAddress, post } from './client';
import type { ReceivedMail } from './topology';

export interface Person {
  id: number;
  email: string;
  password: string;
  /** The admin API's token. */
  token: string;
  /** The chat API's token and id. */
  chat: string;
  chatUserId: string;
  /** The loopback address this person connects from. */
  from: string;
}

/** The code of the newest mail to `email`, as a person reads it in their inbox. */
export async function mailedCode(mails: ReceivedMail[], email: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = mails.findLast((candidate) => candidate.to.includes(email));
    const code = mail && /\bis (\d{6})\./.exec(mail.raw)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code mailed to ${email} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Signs up through `url` (the balancer), verifies with the mailed code and logs in to the chat API. */
export async function signUp(url: string, mails: ReceivedMail[]): Promise<Person> {
  const from = freshAddress();
  const body = signup();
  const registered = await post(from, url + Endpoints.register.path, body);
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}: ${registered.body}`);
  const verified = await post(from, url + Endpoints.verifyOtp.path, { email: body.email, otp: await mailedCode(mails, body.email) });
  if (verified.status !== 200) throw new Error(`verify-otp answered ${verified.status}: ${verified.body}`);
  const { token, user } = verified.json<{ data: { token: string; user: { id: number } } }>().data;
  const chatLogin = await post(from, url + Endpoints.chatLogin.path, { username: body.email, password: body.password });
  if (chatLogin.status !== 200) throw new Error(`chat login answered ${chatLogin.status}: ${chatLogin.body}`);
  const chat = chatLogin.json<{ data: { token: string; user: { _id: string } } }>().data;
  return { id: user.id, email: body.email, password: body.password, token, chat: chat.token, chatUserId: chat.user._id, from };
}
