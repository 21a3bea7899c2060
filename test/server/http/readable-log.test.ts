import { PassThrough } from 'node:stream';
import { buildTestServer } from '../../helpers/server';
import { readableLine, readableLogStream } from '../../../server/http/readable-log';
import { loadConfig, logFormat } from '../../../server/config';

describe('the readable log (LOG_FORMAT=readable, the default outside production)', () => {
  test('an API call is one short line: time, method, path without its query, status, duration', () => {
    expect(
      readableLine(JSON.stringify({ level: 30, time: 0, reqId: 'r1', req: { method: 'GET', url: '/api/x?token=secret' }, msg: 'incoming request' })),
    ).toBeNull();
    expect(readableLine(JSON.stringify({ level: 30, time: 0, reqId: 'r1', res: { statusCode: 200 }, responseTime: 3.4, msg: 'request completed' }))).toBe(
      '00:00:00 GET /api/x 200 3 ms',
    );
  });

  test('static files are left out unless they fail', () => {
    const done = (url: string, statusCode: number) => {
      readableLine(JSON.stringify({ level: 30, time: 0, reqId: url, req: { method: 'GET', url }, msg: 'incoming request' }));
      return readableLine(JSON.stringify({ level: 30, time: 0, reqId: url, res: { statusCode }, responseTime: 1, msg: 'request completed' }));
    };
    expect(done('/portal-shell.abc.js', 200)).toBeNull();
    expect(done('/missing.js', 404)).toBe('00:00:00 GET /missing.js 404 1 ms');
  });

  test('other records keep their message, with the level when it is a warning or worse', () => {
    expect(readableLine(JSON.stringify({ level: 40, time: 0, msg: 'map changed' }))).toBe('00:00:00 WARN map changed');
    expect(readableLine(JSON.stringify({ level: 50, time: 0, msg: 'boom', err: { message: 'disk full' } }))).toBe('00:00:00 ERROR boom: disk full');
    expect(readableLine('not json')).toBe('not json');
  });

  test('JSON in production, readable elsewhere, and a bad LOG_FORMAT is refused', () => {
    const problems: string[] = [];
    expect(logFormat(undefined, 'production', problems)).toBe('json');
    expect(logFormat(undefined, 'development', problems)).toBe('readable');
    expect(logFormat('json', 'development', problems)).toBe('json');
    expect(problems).toEqual([]);
    expect(() => loadConfig({ LOG_FORMAT: 'pretty' })).toThrow('LOG_FORMAT must be "json" or "readable"');
  });

  test('a real server writes one readable line per API call through the stream', async () => {
    const out = new PassThrough();
    let text = '';
    out.on('data', (chunk) => (text += chunk));
    const stream = readableLogStream(out);
    const server = await buildTestServer({ logStream: stream, env: { LOG_LEVEL: 'info' } });
    try {
      await server.app.inject({ method: 'GET', url: '/api/health' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(text).toMatch(/^\d\d:\d\d:\d\d GET \/api\/health 200 \d+ ms$/m);
      expect(text).not.toContain('"level"');
    } finally {
      await server.close();
    }
  }, 60_000);
});
