import { type MeetingRooms, meetingRoomsSchema } from '@ssc/contracts/lifecycle';
import { Button } from '@ssc/ui';
import { TextField } from '@ssc/ui/forms';
import { ErrorState } from '@ssc/ui/states';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Muted, Panel, PanelTitle } from '../components/layout';
import { useMeetingRooms, useSaveMeetingRooms } from './meeting-rooms-api';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 40rem;
`;

const ROOMS = [
  { mode: 'zoom', label: 'غرفة Zoom', placeholder: 'https://zoom.us/j/…' },
  { mode: 'teams', label: 'غرفة Microsoft Teams', placeholder: 'https://teams.microsoft.com/l/…' },
] as const;

function RoomsForm({
  rooms,
  defaults,
  busy,
  onSave,
}: {
  rooms: MeetingRooms;
  defaults: MeetingRooms;
  busy: boolean;
  onSave: (rooms: MeetingRooms) => void;
}) {
  const [texts, setTexts] = useState({ zoom: rooms.zoom ?? '', teams: rooms.teams ?? '' });
  const [errors, setErrors] = useState<Partial<Record<keyof MeetingRooms, string>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An empty field removes the room (the operator's default, if any, stands in).
    const parsed = meetingRoomsSchema.safeParse({
      zoom: texts.zoom.trim() || null,
      teams: texts.teams.trim() || null,
    });
    if (!parsed.success) {
      const found: Partial<Record<keyof MeetingRooms, string>> = {};
      for (const issue of parsed.error.issues) {
        found[issue.path[0] as keyof MeetingRooms] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onSave(parsed.data);
  };
  return (
    <Form noValidate onSubmit={submit}>
      {ROOMS.map(({ mode, label, placeholder }) => (
        <TextField
          key={mode}
          id={`meeting-room-${mode}`}
          label={label}
          error={errors[mode]}
          hint={
            defaults[mode]
              ? `إن تُركت فارغة يُستخدم الرابط المضبوط في إعدادات الخادم: ${defaults[mode]}`
              : 'إن تُركت فارغة يجب إدخال رابط لكل موعد عند تأكيده.'
          }
          type="url"
          dir="ltr"
          inputMode="url"
          autoComplete="off"
          placeholder={placeholder}
          value={texts[mode]}
          onChange={(e) => setTexts({ ...texts, [mode]: e.target.value })}
        />
      ))}
      <div>
        <Button type="submit" disabled={busy}>
          حفظ غرف الاجتماعات
        </Button>
      </div>
    </Form>
  );
}

/** The admin's standing meeting rooms (issue 19.4). */
export function MeetingRoomsTab() {
  const query = useMeetingRooms();
  const save = useSaveMeetingRooms();
  if (query.isPending) return <Muted>جارٍ تحميل غرف الاجتماعات…</Muted>;
  if (!query.data) {
    return <ErrorState title="تعذر تحميل غرف الاجتماعات" onRetry={() => query.refetch()} />;
  }
  const { rooms, defaults } = query.data;
  return (
    <Panel aria-labelledby="meeting-rooms-title">
      <PanelTitle id="meeting-rooms-title">غرف الاجتماعات الثابتة</PanelTitle>
      <Muted>
        يُرسل رابط الغرفة إلى العميل عند تأكيد موعد عن بُعد دون رابط خاص به. الرابط يجب أن يبدأ بـ
        https://.
      </Muted>
      <RoomsForm
        key={JSON.stringify(rooms)}
        rooms={rooms}
        defaults={defaults}
        busy={save.isPending}
        onSave={(next) => save.mutate(next)}
      />
    </Panel>
  );
}
