-- Decision 063: a product quoted in the last two years that turns NRND or obsolete gets a pending
-- notice (lifecycle_notices), in the transaction that changed it, whatever wrote it (the product
-- form, the API, a CSV import); a product back to active or new cancels its pending notice.
CREATE OR REPLACE FUNCTION record_lifecycle_notice() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF NEW.lifecycle IN ('nrnd', 'obsolete') THEN
    IF EXISTS (
      SELECT 1 FROM public.quotations q
      WHERE q.status = 'sent' AND q.sent_at > now() - interval '2 years'
        AND q.lines @> jsonb_build_array(jsonb_build_object('productId', NEW.id))
    ) THEN
      INSERT INTO public.lifecycle_notices (product_id, lifecycle)
      VALUES (NEW.id, NEW.lifecycle)
      ON CONFLICT (product_id) WHERE status in ('pending', 'sending')
      DO UPDATE SET lifecycle = EXCLUDED.lifecycle, created_at = now()
        WHERE lifecycle_notices.status = 'pending';
    END IF;
  ELSE
    UPDATE public.lifecycle_notices SET status = 'cancelled', decided_at = now(), decided_by_name = ''
    WHERE product_id = NEW.id AND status = 'pending';
  END IF;
  RETURN NULL;
END $$;
