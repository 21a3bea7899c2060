import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { prepareDataDir, privatize } from './db/data-dir';
import { migrateToLatest } from './migrations';
import { seedDemoData } from './seed';
import { deployedMapWarnings } from './importmap/deployed-map';

async function main() {
  const config = loadConfig();
  // Before PGlite writes anything: a private folder and private files (N-2).
  prepareDataDir(config.dataDir);
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(handle.db);
  // Files the migrations added: private too (N-2).
  if (handle.kind === 'pglite') privatize(config.dataDir);
  const ctx = { db: handle.db, dbKind: handle.kind, config, listen: handle.listen };
  const seeded = config.seedDemo ? await seedDemoData(ctx) : null;
  const app = await buildApp(ctx);
  const close = async () => {
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  const where = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${(app.server.address() as { port: number }).port}`;
  const docs = config.apiDocs ? `   API docs: ${where}/api/docs` : '';
  const lines = [`Portal: ${where}/${docs}   Database: ${handle.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}`];
  if (seeded) {
    lines.push('Demo accounts (password: DEMO_PASSWORD, default Portal@2026):');
    for (const a of seeded) lines.push(`  ${a.kind.padEnd(22)} ${a.loginName.padEnd(10)} phone ${a.mobile}  e-mail ${a.email}${a.note ? `  (${a.note})` : ''}`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  for (const warning of deployedMapWarnings(config.webRoot, [config.webRoot, config.appsRoot])) {
    app.log.warn(warning);
    process.stderr.write(`WARNING: ${warning}\n`);
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
