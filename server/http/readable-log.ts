import { Writable } from 'node:stream';

/**
 * The server's log as a person reads it in a terminal (`LOG_FORMAT=readable`, the default outside
 * production): one short line per API call or failed request instead of two JSON objects per
 * request, and the static files a page loads left out unless they fail. Production keeps pino's
 * JSON, one object per line, for log collectors.
 *
 * @example readableLine('{"level":30,"time":0,"req":…,"res":{"statusCode":200},"responseTime":3.2,"msg":"request completed"}')
 *          // '08:00:00 GET /api/common/iam/v1/user/info 200 3 ms'
 */

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string };
}

const clock = (time: number | undefined) => new Date(time ?? Date.now()).toISOString().slice(11, 19);

/** Requests of a request id, remembered from "incoming request" until "request completed" names only the id. */
const pending = new Map<string, { method: string; url: string }>();

/** The line to print for one JSON log record, or null to leave it out. */
export function readableLine(json: string): string | null {
  let record: LogRecord;
  try {
    record = JSON.parse(json) as LogRecord;
  } catch {
    return json.trim() || null;
  }
  const level = record.level ?? 30;
  if (record.msg === 'incoming request') {
    if (record.reqId && record.req) pending.set(record.reqId, { method: record.req.method ?? '', url: record.req.url ?? '' });
    return null;
  }
  if (record.msg === 'request completed') {
    const req = (record.reqId && pending.get(record.reqId)) || { method: record.req?.method ?? '', url: record.req?.url ?? '' };
    if (record.reqId) pending.delete(record.reqId);
    const status = record.res?.statusCode ?? 0;
    // A page loads dozens of module files: only API calls and failures are worth a line.
    if (!req.url.startsWith('/api/') && status < 400) return null;
    const path = req.url.split('?')[0];
    return `${clock(record.time)} ${req.method} ${path} ${status} ${Math.round(record.responseTime ?? 0)} ms`;
  }
  const message = record.err?.message && record.err.message !== record.msg ? `${record.msg ?? ''}: ${record.err.message}` : (record.msg ?? '');
  return `${clock(record.time)} ${level >= 40 ? `${LEVELS[level] ?? level} ` : ''}${message}`;
}

/** A stream for pino that writes `readableLine` of every record to `out`. */
export function readableLogStream(out: NodeJS.WritableStream = process.stdout): Writable {
  let rest = '';
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        const text = line && readableLine(line);
        if (text) out.write(`${text}\n`);
      }
      done();
    },
  });
}
