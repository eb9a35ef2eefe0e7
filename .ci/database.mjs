// CI's own PostgreSQL database: `create` prints a fresh database URL, `drop URL` removes it.
import pg from 'pg';

const [command, url] = process.argv.slice(2);
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres', connectionTimeoutMillis: 3000 });
await admin.connect();
try {
  if (command === 'create') {
    const name = `fanclub_ci_${process.pid}`;
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    console.log(`postgres://postgres@127.0.0.1:5432/${name}`);
  } else if (command === 'drop' && url) {
    await admin.query(`DROP DATABASE IF EXISTS ${new URL(url).pathname.slice(1)}`);
  } else {
    throw new Error('usage: database.mjs create | drop URL');
  }
} finally {
  await admin.end();
}
