import net from 'node:net'

/**
 * A TCP proxy to the site that can be cut: every open connection dropped and new ones refused,
 * as when the server stops, then restored. For an engine its driver cannot put offline (WebKitGTK).
 */
export async function cuttableProxy(target: URL, port: number) {
  let cut = false
  const open = new Set<net.Socket>()
  const server = net.createServer((client) => {
    if (cut) return void client.destroy()
    const upstream = net.connect(Number(target.port), target.hostname)
    open.add(client).add(upstream)
    const drop = () => {
      client.destroy()
      upstream.destroy()
      open.delete(client)
      open.delete(upstream)
    }
    client.on('error', drop).on('close', drop)
    upstream.on('error', drop).on('close', drop)
    client.pipe(upstream).pipe(client)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, target.hostname, resolve)
  })
  return {
    url: `http://${target.hostname}:${port}`,
    cut() {
      cut = true
      open.forEach((socket) => socket.destroy())
      open.clear()
    },
    restore() {
      cut = false
    },
    close: () =>
      new Promise<void>((resolve) => {
        open.forEach((socket) => socket.destroy())
        server.close(() => resolve())
      }),
  }
}
