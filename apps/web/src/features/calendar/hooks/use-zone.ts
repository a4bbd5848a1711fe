import type { CalendarSettings } from '@skilllink/contracts/calendar';
import { useEffect, useRef } from 'react';
import { readStored, writeStored } from '../../../lib/storage';
import { detectTimeZone, markZoneChosen, ZONE_SETTLED_KEY } from '../../../lib/time-zones';
import { useUpdateSettings } from '../api/settings';

/**
 * The zone times are shown in (the member's setting) and a way to change it. On first use the
 * device's zone replaces the server's default when they differ, once; after that only the
 * member changes it (ADR 020).
 */
export function useZone(settings: CalendarSettings | undefined) {
  const update = useUpdateSettings();
  const detecting = useRef(false);
  const { mutate } = update;
  useEffect(() => {
    if (!settings || detecting.current || readStored(ZONE_SETTLED_KEY)) return;
    detecting.current = true;
    const detected = detectTimeZone();
    writeStored(ZONE_SETTLED_KEY, 'detected');
    if (detected !== settings.timeZone) mutate({ timeZone: detected });
  }, [settings, mutate]);

  const change = (timeZone: string, onDone?: () => void) => {
    markZoneChosen();
    update.mutate({ timeZone }, { onSuccess: onDone });
  };
  return { timeZone: settings?.timeZone ?? detectTimeZone(), change };
}
