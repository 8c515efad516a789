// Shared by the benches: one statement against a bench database, on a connection of its own.
import pg from 'pg';

export async function query(url, text, values) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}
