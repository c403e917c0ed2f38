import { useEffect, useState } from 'react'
import { coupleApi } from '../../../lib/couple/api/couple-api'

/** Whether the signed-in account is on the couple's list (null while asking or offline). */
export function useMembership(userId: string): boolean | null {
  const [member, setMember] = useState<{ userId: string; member: boolean } | null>(null)
  useEffect(() => {
    let current = true
    coupleApi
      .isCoupleMember()
      .then((answer) => current && setMember({ userId, member: answer }))
      .catch(() => current && setMember({ userId, member: true }))
    return () => {
      current = false
    }
  }, [userId])
  return member?.userId === userId ? member.member : null
}
