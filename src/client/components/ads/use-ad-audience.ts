import { useUser } from '#client/lib/session'

/** 'premium', 'free' (anonymous included) or 'loading' — ads wait until it is known. */
export function useAdAudience(): 'premium' | 'free' | 'loading' {
  const { user, isLoading } = useUser()
  if (isLoading) return 'loading'
  return user?.isPremium ? 'premium' : 'free'
}
