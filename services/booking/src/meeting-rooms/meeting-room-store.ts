import type { ConsultationMode } from '@ssc/contracts';
import type { MeetingRooms } from '@ssc/contracts/lifecycle';
import type { AnyDatabase as Db } from '@ssc/service-kit';
import { eq, inArray } from 'drizzle-orm';
import { meetingRooms } from '../db/schema';

const MODES = ['zoom', 'teams'] as const;
type RemoteMode = (typeof MODES)[number];

/** The rooms the admin set (a mode without a row: `null`). */
export async function readMeetingRooms(db: Db): Promise<MeetingRooms> {
  const rows = await db.select().from(meetingRooms);
  const url = (mode: RemoteMode) => rows.find((row) => row.mode === mode)?.url ?? null;
  return { zoom: url('zoom'), teams: url('teams') };
}

/** Sets both rooms at once: a link is stored, `null` removes the admin's room for that mode. */
export async function writeMeetingRooms(db: Db, rooms: MeetingRooms): Promise<MeetingRooms> {
  await db.transaction(async (tx) => {
    const cleared = MODES.filter((mode) => rooms[mode] === null);
    if (cleared.length > 0)
      await tx.delete(meetingRooms).where(inArray(meetingRooms.mode, cleared));
    for (const mode of MODES) {
      const url = rooms[mode];
      if (url === null) continue;
      await tx
        .insert(meetingRooms)
        .values({ mode, url })
        .onConflictDoUpdate({ target: meetingRooms.mode, set: { url, updatedAt: new Date() } });
    }
  });
  return readMeetingRooms(db);
}

/**
 * The room a remote appointment of `mode` is confirmed with when the admin gives no link: the
 * admin's, else the operator's default (`DEFAULT_ZOOM_URL` / `DEFAULT_TEAMS_URL`).
 */
export async function meetingRoomFor(
  db: Db,
  mode: ConsultationMode,
  defaults: { zoom?: string; teams?: string },
): Promise<string | undefined> {
  if (mode === 'office') return undefined;
  const [row] = await db.select().from(meetingRooms).where(eq(meetingRooms.mode, mode));
  return row?.url ?? defaults[mode];
}
