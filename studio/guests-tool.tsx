import { LaunchIcon, UsersIcon } from '@sanity/icons'
import { Button, Card, Container, Heading, Stack, Text } from '@sanity/ui'
import type { Tool } from 'sanity'

/** The site the dashboard lives on: the preview site's address, or npm start's. */
export const siteUrl =
  process.env.SANITY_STUDIO_SITE_URL ||
  process.env.SANITY_STUDIO_PREVIEW_URL ||
  'http://localhost:4173'

export const dashboardUrl = new URL('/novios', siteUrl).href

function GuestsTool() {
  return (
    <Container width={1} padding={4}>
      <Card padding={4} radius={3} shadow={1}>
        <Stack space={4}>
          <Heading as="h1" size={2}>
            Invitados
          </Heading>
          <Text>
            La lista de invitados y sus respuestas están en el panel de los novios: resumen de quién
            viene, búsqueda, envío del enlace personal por WhatsApp o código QR, y cambios en nombre
            de una familia. Solo las cuentas de los novios pueden abrirlo.
          </Text>
          <Text muted size={1}>
            El mensaje de WhatsApp se edita en Contenido → Mensajes a invitados.
          </Text>
          <Button
            as="a"
            href={dashboardUrl}
            target="_blank"
            rel="noopener noreferrer"
            icon={LaunchIcon}
            text="Abrir el panel de invitados"
            tone="primary"
            padding={4}
          />
        </Stack>
      </Card>
    </Container>
  )
}

/** «Invitados»: the Studio's door to the couple's guest dashboard at /novios. */
export const guestsTool: Tool = {
  name: 'invitados',
  title: 'Invitados',
  icon: UsersIcon,
  component: GuestsTool,
}
