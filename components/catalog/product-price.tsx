import { formatRupiah } from '@/lib/format/display';

/** True when the product is on sale: a sale price above zero and below the normal price. */
export function isOnSale(price: number, salePrice: number | undefined): salePrice is number {
  return typeof salePrice === 'number' && salePrice > 0 && salePrice < price;
}

/** `-20%` style discount, rounded down so a badge never promises more than the price gives. */
export function discountPercent(price: number, salePrice: number | undefined): number {
  if (!(price > 0) || !isOnSale(price, salePrice)) return 0;
  return Math.floor(((price - salePrice) / price) * 100);
}

/** The price a product sells at (the sale price when on sale); 0 when the backend gave none worth showing. */
export function sellingPrice(price: number, salePrice: number | undefined): number {
  return isOnSale(price, salePrice) ? salePrice : Math.max(0, price);
}

/**
 * A rupiah price; on sale, the sale price first and the normal price struck through. A shop's product
 * does not cost Rp 0: a missing, zero or negative price is shown as no price at all.
 */
export function ProductPrice({ price, salePrice, className = '' }: { price: number; salePrice?: number; className?: string }) {
  if (!isOnSale(price, salePrice)) {
    return price > 0 ? <p className={`price ${className}`}>{formatRupiah(price)}</p> : null;
  }
  return (
    <p className={`price-sale ${className}`}>
      <span className="price-now">
        <span className="sr-only">Harga promo </span>
        <span>{formatRupiah(salePrice)}</span>
      </span>
      <del className="price-was">
        <span className="sr-only">Harga normal </span>
        <span>{formatRupiah(price)}</span>
      </del>
    </p>
  );
}
