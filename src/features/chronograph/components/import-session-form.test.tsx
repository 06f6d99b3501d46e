import { render, screen } from '@testing-library/react';
import { ImportSessionForm } from './import-session-form';

const tikka = { value: 'f1', label: 'Tikka T3x CTR (6.5 Creedmoor)' };
const ruger = { value: 'f2', label: 'Ruger American (.308 Winchester)' };

/** The form as the import page draws it: the firearm its page chose (`firearmId`), among `firearms`. */
const form = (firearmId: string, firearms: { value: string; label: string }[]) => (
  <ImportSessionForm
    defaultValues={{ sessionName: 'SR0024', date: '2026-10-31', firearmId }}
    firearms={firearms}
    shotCount={4}
    disabled={false}
    onSubmit={async () => undefined}
  />
);

describe('ImportSessionForm', () => {
  it('chooses the only firearm once it is known, when the file was read before the firearms arrived', () => {
    const { rerender } = render(form('', []));
    expect(screen.getByLabelText('Firearm')).toHaveValue('');
    rerender(form('f1', [tikka]));
    expect(screen.getByLabelText('Firearm')).toHaveValue('f1');
    expect(screen.getByLabelText('Session name')).toHaveValue('SR0024');
  });

  it('keeps a firearm already chosen', () => {
    const { rerender } = render(form('f2', [ruger]));
    rerender(form('f1', [ruger, tikka]));
    expect(screen.getByLabelText('Firearm')).toHaveValue('f2');
  });
});
