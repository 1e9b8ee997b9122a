import type { TranslationOverview } from '../api/translation';
import { languageName } from './languages';

type MachineTranslation = TranslationOverview['machineTranslation'];

const base = (code: string) => code.split('-')[0]!;

/** Whether this server's engine translates the module's language into `target`. */
export function canMachineTranslate(machine: MachineTranslation, from: string, target: string): boolean {
  if (machine.pairs === 'any') return true;
  return machine.pairs.some((p) => base(p.from) === base(from) && (p.to === target || p.to === base(target)));
}

/** Why this server cannot machine-translate into `target`, or null when it can. */
export const noMachineReason = (machine: MachineTranslation, from: string, target: string) =>
  canMachineTranslate(machine, from, target)
    ? null
    : `No machine translation from ${languageName(from)} into ${languageName(target)} on this server`;

/** One line on what machine translation this server offers. */
export function engineSummary(machine: MachineTranslation, from: string): string {
  if (machine.pairs === 'any') return 'Machine translation by your AI service, into any language.';
  const targets = [...new Set(machine.pairs.filter((p) => base(p.from) === base(from)).map((p) => p.to))];
  if (targets.length === 0)
    return `Offline machine translation has no language pairs from ${languageName(from)} on this server.`;
  return `Offline machine translation (Apertium) from ${languageName(from)} into ${targets.map(languageName).join(', ')}. Other languages: translate by hand or through an XLIFF file.`;
}
