import {
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useRef } from 'react'
import type { RoomTable } from '../utils/room-table'
import { SectionHeading } from '../../../components/dashboard/section-heading'
import { planAnnouncements, planInstructions } from '../utils/board-announcements'
import { movedSpot, planSpots } from '../utils/plan-layout'
import { PlanTable } from './plan-table'

export type RoomPlanProps = {
  tables: readonly RoomTable[]
  onPlace: (tableName: string, at: { x: number; y: number }) => Promise<void>
  liveRoot: HTMLElement | null
}

/** «Plano del salón»: the couple drags the tables to where they stand in the room. */
export function RoomPlan({ tables, onPlace, liveRoot }: RoomPlanProps) {
  const frame = useRef<HTMLDivElement>(null)
  const spots = planSpots(tables.map(({ table }) => table))
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor),
  )

  function handleDragEnd({ active, delta }: DragEndEvent) {
    const name = String(active.data.current?.label ?? '')
    const spot = spots.get(name)
    const box = frame.current?.getBoundingClientRect()
    if (!spot || !box || (delta.x === 0 && delta.y === 0)) return
    void onPlace(name, movedSpot(spot, delta, box))
  }

  return (
    <Box component="section" aria-labelledby="mesas-plano">
      <SectionHeading id="mesas-plano">Plano del salón</SectionHeading>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        Arrastra cada mesa a donde va en el salón; se guarda al soltarla. Con el teclado: llega a la
        mesa con Tab, presiona la barra espaciadora, muévela con las flechas y vuelve a presionar la
        barra espaciadora.
      </Typography>
      {tables.length === 0 ? (
        <Typography>Crea una mesa para verla en el plano.</Typography>
      ) : (
        <DndContext
          sensors={sensors}
          onDragEnd={handleDragEnd}
          accessibility={{
            announcements: planAnnouncements,
            screenReaderInstructions: planInstructions,
            container: liveRoot ?? undefined,
          }}
        >
          <Box
            data-room-plan
            sx={{
              position: 'relative',
              width: '100%',
              maxWidth: '75rem',
              aspectRatio: '2 / 1',
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              bgcolor: 'background.default',
              backgroundImage:
                'linear-gradient(rgba(0,0,0,.04) 1px, transparent 1px), linear-gradient(90deg, rgba(0,0,0,.04) 1px, transparent 1px)',
              backgroundSize: '2rem 2rem',
            }}
          >
            {/* the tables' centres stay inside, so a table at an edge is drawn whole */}
            <Box ref={frame} sx={{ position: 'absolute', inset: '3rem 4.75rem' }}>
              {tables.map(({ table, used }) => (
                <PlanTable
                  key={table.name}
                  table={table}
                  used={used}
                  spot={spots.get(table.name) ?? { x: 50, y: 50 }}
                />
              ))}
            </Box>
          </Box>
        </DndContext>
      )}
    </Box>
  )
}
