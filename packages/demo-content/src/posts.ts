// The two Vietnamese sample posts the blog starts with: buying and care advice.
import type { SeedPost } from '@hair/api';

/** A post as the seed stores it; it is published on its date (index.ts). */
export type DemoPost = Omit<SeedPost, 'publishedAt'>;

export const SEED_POSTS: readonly DemoPost[] = [
  {
    slug: 'cach-chon-toc-noi-viet-nam',
    title: 'Cách chọn tóc nối Việt Nam chất lượng cho salon và nhà phân phối',
    date: '2026-09-18',
    category: 'tips-tricks',
    excerpt:
      'Tóc Việt Nam nổi tiếng dày, chắc và giữ nếp tốt. Bài viết giúp bạn phân biệt Single Drawn, Double Drawn và Super Double Drawn, kiểm tra tóc thật và chọn độ dài phù hợp khi nhập hàng sỉ.',
    content: [
      '<h2>Vì sao tóc Việt Nam được ưa chuộng?</h2>',
      '<p>Tóc Việt Nam có sợi dày, chắc và độ bóng tự nhiên. Phần lớn tóc được thu mua trực tiếp từ người cho tóc ở các vùng nông thôn, chưa qua hóa chất, nên có thể nhuộm, uốn và tạo kiểu như chính tóc của khách hàng.</p>',
      '<h2>Single Drawn, Double Drawn và Super Double Drawn</h2>',
      '<ul>',
      '<li><strong>Single Drawn</strong>: giữ nguyên độ dài tự nhiên, phần ngọn mỏng hơn phần chân. Giá tốt, hợp với khách thích vẻ tự nhiên.</li>',
      '<li><strong>Double Drawn</strong>: đã loại bớt sợi ngắn, khoảng 70% số sợi dài bằng nhau nên tóc dày đều từ chân đến ngọn.</li>',
      '<li><strong>Super Double Drawn</strong>: gần như toàn bộ sợi cùng độ dài, phần ngọn dày nhất, rất hợp với kiểu tóc thẳng ép (bone straight) sang trọng.</li>',
      '</ul>',
      '<h2>Cách kiểm tra tóc thật</h2>',
      '<p>Đốt thử vài sợi: tóc thật cháy thành tro, có mùi khét như lông và không vón cục như nhựa. Vuốt sợi tóc từ chân xuống ngọn thấy trơn, vuốt ngược lại thấy hơi ráp: lớp biểu bì còn nguyên và xuôi một chiều, tóc sẽ ít rối.</p>',
      '<h2>Chọn độ dài và trọng lượng</h2>',
      '<p>Mỗi bó tóc thường nặng 100 g. Với độ dài 10 đến 16 inch, một mái tóc đầy đủ cần 2 đến 3 bó; từ 18 inch trở lên nên dùng 3 đến 4 bó kèm một closure hoặc frontal.</p>',
      '<h2>Làm việc với xưởng sản xuất</h2>',
      '<p>Hãy đặt mẫu trước khi nhập số lượng lớn, hỏi rõ chính sách bảo hành và thời gian giao hàng. Một xưởng uy tín sẽ gửi ảnh và video thật của lô hàng trước khi xuất kho.</p>',
    ].join(''),
  },
  {
    slug: 'bao-quan-toc-that-dung-cach',
    title: 'Bảo quản tóc thật đúng cách để tóc bền đẹp hơn 12 tháng',
    date: '2026-10-24',
    category: 'tips-tricks',
    excerpt:
      'Tóc thật được chăm sóc đúng cách có thể dùng lại nhiều lần. Dưới đây là cách gội, sấy, cất giữ và những lỗi thường gặp khiến tóc nhanh rối và xơ.',
    content: [
      '<h2>Gội tóc nhẹ nhàng</h2>',
      '<p>Gỡ rối bằng lược răng thưa trước khi gội, bắt đầu từ ngọn rồi dần lên chân tóc. Dùng dầu gội không chứa sulfate, pha loãng với nước ấm và vuốt xuôi theo chiều tóc, không vò mạnh.</p>',
      '<h2>Dưỡng ẩm và sấy khô</h2>',
      '<p>Thoa dầu xả từ giữa thân tóc đến ngọn, để khoảng 5 phút rồi xả bằng nước mát. Thấm khô bằng khăn bông mềm, để tóc khô tự nhiên hoặc sấy ở nhiệt độ thấp và luôn dùng xịt bảo vệ nhiệt trước khi duỗi hay uốn.</p>',
      '<h2>Khi ngủ và khi tập thể thao</h2>',
      '<p>Tết lỏng hoặc buộc thấp tóc trước khi ngủ và dùng vỏ gối lụa để giảm ma sát. Sau khi tập luyện ra nhiều mồ hôi, hãy gội lại sớm để muối không làm khô sợi tóc.</p>',
      '<h2>Cất giữ khi không sử dụng</h2>',
      '<p>Gội sạch, để khô hoàn toàn rồi cất tóc trong túi lụa hoặc hộp giấy, tránh ánh nắng trực tiếp và nơi ẩm. Với tóc xoăn, hãy xịt một chút nước dưỡng để giữ lọn trước khi cất.</p>',
      '<h2>Những lỗi cần tránh</h2>',
      '<ul>',
      '<li>Chải tóc khi còn ướt bằng lược răng dày.</li>',
      '<li>Dùng máy duỗi ở nhiệt độ trên 200°C nhiều lần trong tuần.</li>',
      '<li>Bơi ở hồ nước có clo hoặc nước biển mà không gội lại ngay.</li>',
      '</ul>',
      '<p>Làm đúng những bước trên, một bộ tóc Double Drawn có thể dùng tốt hơn 12 tháng và vẫn giữ được độ mềm mượt.</p>',
    ].join(''),
  },
];
