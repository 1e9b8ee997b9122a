/** SCORM 1.2 CMITimespan: HHHH:MM:SS.SS. */
export function timespan12(ms: number): string {
  const centis = Math.round(ms / 10);
  const h = Math.floor(centis / 360000);
  const m = Math.floor((centis % 360000) / 6000);
  const s = (centis % 6000) / 100;
  return `${String(h).padStart(4, '0')}:${String(m).padStart(2, '0')}:${s.toFixed(2).padStart(5, '0')}`;
}

/** SCORM 2004 timeinterval (ISO 8601 duration): PT#H#M#S. */
export function duration2004(ms: number): string {
  const centis = Math.round(ms / 10);
  const h = Math.floor(centis / 360000);
  const m = Math.floor((centis % 360000) / 6000);
  const s = (centis % 6000) / 100;
  return `PT${h}H${m}M${Number(s.toFixed(2))}S`;
}
