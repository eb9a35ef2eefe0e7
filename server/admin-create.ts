// First, before anything else loads: under another Node.js major than package.json's engines, the reason and exit 1.
import './runtime-check.mjs';
import { read } from 'read';
import { loadConfigOrExit } from './config.ts';
import { migrate, openDatabase } from './db/client.ts';
import { AdminAccountError, adminEmailOf, createOrPromoteAdmin } from './modules/admin/first-admin.ts';

/* `npm run admin:create -- email`: the first admin of a deployment; the password is never printed. */

const USAGE = 'Usage: npm run admin:create -- email (the password from a prompt, standard input or ADMIN_PASSWORD)';

/** On a terminal: asked twice, unseen. Otherwise the first line piped in. */
async function askPassword(email: string): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) {
    let piped = '';
    for await (const chunk of process.stdin) piped += String(chunk);
    return piped.split(/\r?\n/)[0] ?? '';
  }
  const prompt = { input: process.stdin, output: process.stderr, silent: true, replace: '*' };
  const password = await read({ ...prompt, prompt: `Password for ${email}:` });
  if ((await read({ ...prompt, prompt: 'The same password again:' })) !== password)
    throw new AdminAccountError('The two passwords differ: nothing was changed');
  return password;
}

async function main(args: string[]): Promise<number> {
  if (args.length !== 1 || args[0]?.startsWith('-')) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfigOrExit();
  const email = adminEmailOf(args[0] ?? '');
  const database = await openDatabase(config);
  try {
    await migrate(database);
    const outcome = await createOrPromoteAdmin(database.db, {
      email,
      password: () => askPassword(email),
      passwordCost: config.passwordCost,
    });
    const said = {
      created: `Created the admin ${email}: log in with that password.`,
      promoted: `${email} is now an admin.`,
      'already admin': `${email} was already an admin: nothing changed.`,
    };
    process.stdout.write(`${said[outcome]}\n`);
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof AdminAccountError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
}
