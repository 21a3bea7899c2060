import type { Kysely } from 'kysely';
import { GLYPH_CODES, svgGlyphLogo, svgLogo } from '../services/catalog/logo.rules';

/**
 * Issue 23 item 5: the platform's seeded application logos had the application's Chinese
 * abbreviation drawn in them (双碳, 消息 …), Chinese on an en-US screen. They become a glyph on the
 * same tile (a leaf, an envelope …), the same in every language (ADR 016).
 *
 * On a database in use only a logo that is still exactly the one the seed drew is replaced (its
 * colour read from the picture, its text from the application): a logo a manager uploaded is left
 * alone. A fresh database gets the glyphs from the seed.
 */

const colourOf = (svg: Buffer) => /<rect [^>]*fill="(#[0-9a-fA-F]{6})"/.exec(svg.toString('utf8'))?.[1] ?? null;

async function redraw(db: Kysely<any>, draw: (row: { code: string; text: string; colour: string; body: Buffer }) => { from: Buffer; to: Buffer } | null) {
  const rows: Array<{ app_code: string; text: string; uuid: string; content_type: string; body: Buffer | Uint8Array }> = await db
    .selectFrom('application as a')
    .innerJoin('app_logo as l', 'l.uuid', 'a.logo_uuid')
    .select(['a.app_code', 'a.text', 'l.uuid', 'l.content_type', 'l.body'])
    .where('a.app_code', 'in', [...GLYPH_CODES])
    .where('l.content_type', '=', 'image/svg+xml')
    .execute();
  for (const row of rows) {
    const body = Buffer.from(row.body);
    const colour = colourOf(body);
    if (!colour) continue;
    const change = draw({ code: row.app_code, text: row.text, colour, body });
    if (change && change.from.equals(body)) await db.updateTable('app_logo').set({ body: change.to }).where('uuid', '=', row.uuid).execute();
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await redraw(db, ({ code, text, colour }) => {
    const glyph = svgGlyphLogo(code, colour);
    return glyph && { from: svgLogo(text, colour), to: glyph };
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  await redraw(db, ({ code, text, colour }) => {
    const glyph = svgGlyphLogo(code, colour);
    return glyph && { from: glyph, to: svgLogo(text, colour) };
  });
}
