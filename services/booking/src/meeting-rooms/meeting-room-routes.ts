import { endpoints } from '@ssc/contracts/endpoints';
import type { ServiceRoutes } from '@ssc/service-kit';
import type { BookingDeps } from '../http/deps';
import { readMeetingRooms, writeMeetingRooms } from './meeting-room-store';

/** The admin's standing meeting rooms (issue 19.4). Access: the endpoint table (admin). */
export function meetingRoomRoutes(routes: ServiceRoutes, deps: BookingDeps): void {
  const { db, settings } = deps;
  const defaults = {
    zoom: settings.defaultMeetingUrls.zoom ?? null,
    teams: settings.defaultMeetingUrls.teams ?? null,
  };

  routes.serve(endpoints.getMeetingRooms, async (ctx) => {
    ctx.set('cache-control', 'private, no-store');
    ctx.body = { rooms: await readMeetingRooms(db), defaults };
  });

  routes.serve(endpoints.putMeetingRooms, async (ctx, { body }) => {
    const rooms = await writeMeetingRooms(db, body);
    ctx.state.log.info(
      { zoom: rooms.zoom !== null, teams: rooms.teams !== null },
      'meeting rooms changed',
    );
    ctx.body = { rooms, defaults };
  });
}
