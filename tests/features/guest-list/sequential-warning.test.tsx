// @vitest-environment jsdom
import { render, screen } from '../../support/couple/render'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { AddInvitationDialog } from '../../../web/src/features/guest-list/invitation/add-invitation-dialog'
import { ImportDialog } from '../../../web/src/features/guest-list/import-export/import-dialog'

const warning = /Hay números seguidos/

describe('the couple is warned of invitation numbers one step apart', () => {
  it('while typing a number beside one in use, and not for a number apart', async () => {
    render(
      <AddInvitationDialog
        takenKeys={['041', 'K7Q']}
        onClose={() => {}}
        onAdded={async () => {}}
      />,
    )
    const number = screen.getByLabelText('Número de invitación')

    await userEvent.type(number, '042')
    expect(screen.getByText(warning)).toHaveTextContent('Hay números seguidos (041, 042)')

    await userEvent.clear(number)
    await userEvent.type(number, '550')
    expect(screen.queryByText(warning)).toBeNull()
  })

  it('in the preview of an imported file that numbers its families in a row', async () => {
    render(
      <ImportDialog existing={[]} events={[]} onClose={() => {}} onImported={async () => {}} />,
    )
    const file = new File(
      [
        'human_key,family_name,family_chief,available_tickets\n' +
          '011,Familia Ruiz,,2\n012,Familia Soto,,3\n013,Familia Vega,,4\nQ7M,Familia Luna,,2\n',
      ],
      'invitados.csv',
      { type: 'text/csv' },
    )
    await userEvent.upload(screen.getByLabelText('Archivo CSV'), file)

    expect(await screen.findByText(warning)).toHaveTextContent(
      'Hay números seguidos (011, 012, 013)',
    )
  })
})
