import { Monitor, Smartphone, Tablet } from 'lucide-react';

const DEVICES = {
  desktop: { label: 'Desktop', Icon: Monitor },
  tablet: { label: 'Tablet (768 px)', Icon: Tablet },
  phone: { label: 'Phone (375 px)', Icon: Smartphone },
} as const;

export type Device = keyof typeof DEVICES;

export const isDevice = (value: string | null): value is Device => value !== null && value in DEVICES;

/** Which width the preview shows the module at, as a learner's screen would. */
export function DeviceSwitch({ device, onChange }: { device: Device; onChange: (device: Device) => void }) {
  return (
    <div className="device-switch" role="group" aria-label="Screen size">
      {(Object.keys(DEVICES) as Device[]).map((key) => {
        const { label, Icon } = DEVICES[key];
        return (
          <button
            key={key}
            type="button"
            className="device-switch__option"
            aria-pressed={device === key}
            onClick={() => onChange(key)}
          >
            <Icon aria-hidden="true" size={16} />
            {label}
          </button>
        );
      })}
    </div>
  );
}
