import { render, screen } from '@testing-library/react';
import { ImportSessionForm } from './import-session-form';

const noop = async () => undefined;
const values = (firearmId: string) => ({ sessionName: 'SR0024', date: '2026-10-31', firearmId });
const tikka = { value: 'f1', label: 'Tikka T3x CTR (6.5 Creedmoor)' };

describe('ImportSessionForm', () => {
  it('chooses the only firearm once it is known, when the file was read before the firearms arrived', () => {
    const { rerender } = render(
      <ImportSessionForm defaultValues={values('')} firearms={[]} shotCount={4} disabled={false} onSubmit={noop} />,
    );
    expect(screen.getByLabelText('Firearm')).toHaveValue('');
    rerender(
      <ImportSessionForm
        defaultValues={values('f1')}
        firearms={[tikka]}
        shotCount={4}
        disabled={false}
        onSubmit={noop}
      />,
    );
    expect(screen.getByLabelText('Firearm')).toHaveValue('f1');
    expect(screen.getByLabelText('Session name')).toHaveValue('SR0024');
  });

  it('keeps a firearm already chosen', () => {
    const ruger = { value: 'f2', label: 'Ruger American (.308 Winchester)' };
    const { rerender } = render(
      <ImportSessionForm
        defaultValues={values('f2')}
        firearms={[ruger]}
        shotCount={4}
        disabled={false}
        onSubmit={noop}
      />,
    );
    rerender(
      <ImportSessionForm
        defaultValues={values('f1')}
        firearms={[ruger, tikka]}
        shotCount={4}
        disabled={false}
        onSubmit={noop}
      />,
    );
    expect(screen.getByLabelText('Firearm')).toHaveValue('f2');
  });
});
