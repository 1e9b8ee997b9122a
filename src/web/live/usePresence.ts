import { useEffect, useRef, useState } from 'react';
import { courseRoom } from '../../modules/courses/live-rooms';
import { useLiveSocket } from './LiveSocketProvider';
import type { Presence } from './socket';

/** Said again this often; someone not heard from for PRESENCE_TTL_MS is gone. */
const REPEAT_MS = 15_000;
const PRESENCE_TTL_MS = 40_000;

export type Present = { userId: string; name: string; blockId: string | null; seenAt: number };

/** Who else is in this course right now and what each is editing; tells them what I am editing. */
export function usePresence(courseId: string, me: string, blockId: string | null): Present[] {
  const socket = useLiveSocket();
  const [others, setOthers] = useState<Map<string, Present>>(new Map());
  const lastHeard = useRef(new Map<string, number>());
  const focus = useRef(blockId);
  focus.current = blockId;

  useEffect(() => {
    const room = courseRoom(courseId);
    const onPresence = (p: Presence) => {
      if (p.userId === me) return;
      const heardAt = lastHeard.current.get(p.userId);
      if ('left' in p) lastHeard.current.delete(p.userId);
      else {
        lastHeard.current.set(p.userId, Date.now());
        // Someone new (or back): they hear me now, not at my next repeat.
        if (heardAt === undefined || Date.now() - heardAt >= PRESENCE_TTL_MS) socket.setFocus(room, focus.current);
      }
      setOthers((previous) => {
        const next = new Map(previous);
        if ('left' in p) next.delete(p.userId);
        else next.set(p.userId, { userId: p.userId, name: p.name, blockId: p.focus, seenAt: Date.now() });
        return next;
      });
    };
    const stop = socket.join(room, { onSynced: () => undefined, onPresence });
    const prune = setInterval(() => {
      setOthers((previous) => {
        const fresh = [...previous].filter(([, p]) => Date.now() - p.seenAt < PRESENCE_TTL_MS);
        return fresh.length === previous.size ? previous : new Map(fresh);
      });
    }, 5_000);
    return () => {
      stop();
      clearInterval(prune);
    };
  }, [socket, courseId, me]);

  useEffect(() => {
    const room = courseRoom(courseId);
    socket.setFocus(room, blockId);
    const repeat = setInterval(() => socket.setFocus(room, blockId), REPEAT_MS);
    return () => clearInterval(repeat);
  }, [socket, courseId, blockId]);

  return [...others.values()];
}
