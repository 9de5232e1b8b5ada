import { useState, type ReactElement } from 'react';

/**
 * A test page that holds a controlled field's value as a form would: `field` draws the field for
 * the value held, and every value the field reports is both kept and passed to `onValue`.
 */
export function heldField(field: (value: string, onChange: (value: string) => void) => ReactElement, defaultStart = '') {
  return function HeldField({ onValue, start = defaultStart }: { onValue: (value: string) => void; start?: string }) {
    const [value, setValue] = useState(start);
    return field(value, (v) => {
      setValue(v);
      onValue(v);
    });
  };
}
